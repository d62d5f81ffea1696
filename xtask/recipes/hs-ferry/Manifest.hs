-- Reads a passenger manifest and reports the heaviest vehicle deck load.
module Main (main) where

import qualified Data.Map.Strict as Map

data Vehicle = Vehicle {plate :: String, deck :: Char, tonnes :: Double}
  deriving (Show)

manifest :: [Vehicle]
manifest =
  [ Vehicle "SV19 KXA" 'A' 1.6
  , Vehicle "SN21 PLO" 'A' 2.1
  , Vehicle "HX70 TRU" 'B' 7.5
  , Vehicle "YG68 CCW" 'B' 1.3
  , Vehicle "SK66 LOR" 'C' 18.0
  ]

deckLoads :: [Vehicle] -> Map.Map Char Double
deckLoads vs = Map.fromListWith (+) [(deck v, tonnes v) | v <- vs]

limitFor :: Char -> Double
limitFor 'A' = 12.0
limitFor 'B' = 12.0
limitFor d = error ("no load limit for deck " ++ show d)

main :: IO ()
main = do
  let loads = deckLoads manifest
  mapM_ (\(d, t) -> putStrLn (d : ": " ++ show t ++ " t")) (Map.toList loads)
  let over = [(d, t, limitFor d) | (d, t) <- Map.toList loads, t > limitFor d]
  print over
