// Customer orders turned into oven batches.
using System;
using System.Collections.Generic;

namespace Bakery
{
    public class Order
    {
        public string Customer;
        public Bread Kind;
        public int Count;
    }

    public static class Planner
    {
        public static List<Batch> Plan(IEnumerable<Order> orders)
        {
            var batches = new List<Batch>();
            foreach (var order in orders)
            {
                Batch batch = new Batch { Kind = order.Kind, Loaves = order.Count, Proof = 90 };
                batches.Add(batch);
            }
            return batches;
        }

        public static int Loaves(List<Batch> batches)
        {
            int total;
            foreach (var b in batches) total += b.Loaves;
            return total;
        }

        static void Unused()
        {
            int spare = 3;
        }
    }
}
