-- The day's crossings between the island ports.
module Schedule (Crossing (..), crossings, departuresFrom, nextAfter) where

import Data.List (sortOn)

data Crossing = Crossing
  { port :: String
  , destination :: String
  , departs :: Int -- minutes after midnight
  , capacity :: Int
  }
  deriving (Show, Eq)

ports :: [String]
ports = ["Oban", "Craignure", "Lismore", "Coll", "Tiree"]

crossings :: Int -> [Crossing]
crossings n =
  [ Crossing from to (360 + 45 * i) (if even i then 250 else "120")
  | i <- [0 .. n - 1]
  , let from = ports !! (i `mod` length ports)
  , let to = ports !! ((i + 1) `mod` length ports)
  ]

departuresFrom :: String -> [Crossing] -> [Crossing]
departuresFrom name = sortOn departs . filter ((== name) . port)

nextAfter :: Int -> [Crossing] -> Maybe Crossing
nextAfter minute cs = case filter ((> minute) . departs) cs of
  [] -> Nothing
  (c : _) -> c

clock :: Int -> String
clock m = show (m `div` 60) ++ ":" ++ pad (m `mod` 60)
  where
    pad x = if x < 10 then '0' : show x else show x

summary :: [Crossing] -> String
summary cs = unwords (map clock (departs cs))
