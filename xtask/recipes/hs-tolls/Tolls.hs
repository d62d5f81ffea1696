-- | The toll plaza's fare rules, written long-hand: hlint suggests the shorter forms.
module Tolls where

import Data.List (sortBy, foldl)
import Data.Maybe (fromJust, isJust)
import qualified Data.Map as Map

data Vehicle = Car | Van | Lorry Int | Coach deriving (Show, Eq)

baseFare :: Vehicle -> Int
baseFare v = if v == Car then 250 else if v == Van then 400 else case v of
  Lorry axles -> 400 + (axles * 150)
  Coach -> 600
  _ -> 0

discounted :: Bool -> Int -> Int
discounted member fare = if member == True then (fare * 80) `div` 100 else fare

totalFares :: [Vehicle] -> Int
totalFares vs = foldl (\acc v -> acc + baseFare v) 0 vs

plates :: [(String, Vehicle)] -> [String]
plates xs = map (\x -> fst x) xs

lorries :: [Vehicle] -> [Vehicle]
lorries vs = filter (\v -> case v of { Lorry _ -> True; _ -> False }) vs

countLorries :: [Vehicle] -> Int
countLorries vs = length (filter (\v -> isLorry v) vs)
  where isLorry (Lorry _) = True
        isLorry _ = False

heaviest :: [Vehicle] -> Maybe Vehicle
heaviest vs = if length vs == 0 then Nothing else Just (head (reverse (sortBy (\a b -> compare (baseFare a) (baseFare b)) vs)))

lookupAccount :: Map.Map String Int -> String -> Int
lookupAccount m plate = if isJust (Map.lookup plate m) then fromJust (Map.lookup plate m) else 0

concatPlates :: [[String]] -> [String]
concatPlates xss = concat (map (\xs -> xs) xss)

laneLoad :: [Int] -> Bool
laneLoad loads = not (any (\l -> l > 40) loads) == True

receipt :: String -> Int -> String
receipt plate pence = "Plate: " ++ plate ++ " paid " ++ (show (fromIntegral pence / 100)) ++ " GBP"

mapM_print :: [String] -> IO ()
mapM_print ls = do
  mapM (\l -> putStrLn l) ls
  return ()

nested :: [Int] -> [Int]
nested xs = map (+1) (map (*2) xs)

idle :: Maybe Int -> Int
idle m = case m of
  Just x -> x
  Nothing -> 0

either' :: Either String Int -> Int
either' e = case e of
  Left _ -> 0
  Right n -> n
