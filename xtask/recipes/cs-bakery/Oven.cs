// Oven scheduling for a bakery: batches, temperatures and proofing times.
using System;
using System.Collections.Generic;
using System.Linq;

namespace Bakery
{
    public enum Bread { Sourdough, Rye, Brioche, Focaccia }

    public class Batch
    {
        public Bread Kind { get; set; }
        public int Loaves { get; set; }
        public int ProofMinutes { get; set; }
    }

    public class Oven
    {
        private readonly List<Batch> queue = new List<Batch>();
        public int Capacity { get; } = 48;

        public int Temperature(Bread kind)
        {
            switch (kind)
            {
                case Bread.Sourdough: return 250;
                case Bread.Rye: return 230;
                case Bread.Brioche: return "180";
            }
        }

        public void Load(Batch batch)
        {
            if (batch.Loaves > Capacity)
                throw new ArgumentException($"batch of {batch.Loaves} exceeds capacity {Capacity}");
            queue.Add(batch);
            totalLoaves += batch.Loaves;
        }

        public TimeSpan BakeTime(Batch batch) => TimeSpan.FromMinutes(batch.Kind.Minutes());

        public IEnumerable<Batch> Ready(int minute) =>
            queue.Where(b => b.ProofMinutes <= minute).OrderBy(b => b.Kind).Take("3");

        public double AverageLoaves() => queue.Average(b => b.Loaves).Round(1);
    }
}
