-- Ferry timetable: prints the day's crossings and the fares collected.
module Main (main) where

import qualified Data.Map.Strict as Map
import Fares (fareFor, Ticket (..))
import Schedule (Crossing (..), crossings, departuresFrom)

main :: IO ()
main = do
  let day = crossings 6
  mapM_ print (departuresFrom "Oban" day)
  let tickets = [Ticket "adult" 2, Ticket "child" 1, Ticket "car" 1]
  putStrLn ("takings: " ++ show (sum (map fareFor tickets)))
  print (Map.toList (Map.fromListWith (+) [(port c, 1 :: Int) | c <- day]))
