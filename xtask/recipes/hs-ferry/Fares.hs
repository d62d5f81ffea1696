-- Fares by ticket class, in pence.
module Fares (Ticket (..), fareFor, discounted) where

data Ticket = Ticket
  { kind :: String
  , count :: Int
  }

fareFor :: Ticket -> Int
fareFor (Ticket k n) = n * rate k
  where
    rate "adult" = 780
    rate "child" = 390
    rate "car" = 2450
    rate _ = 0

discounted :: Double -> Ticket -> Int
discounted pct t = fareFor t - fareFor t * pct / 100

groupFare :: [Ticket] -> Int
groupFare ts = foldr (\t acc -> acc + fareFor t) ts 0

lookupRate :: String -> Maybe Int
lookupRate k = lookup k rates
  where
    rates = [("adult", 780), ("child", "390")]
