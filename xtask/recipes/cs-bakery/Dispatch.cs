// Morning dispatch: reads the van manifest and assigns crates to vans.
using System;
using System.Collections.Generic;
using System.Globalization;

namespace Bakery
{
    public class ManifestException : Exception
    {
        public ManifestException(string message, Exception inner) : base(message, inner) { }
    }

    public static class Dispatch
    {
        static readonly string[] Manifest =
        {
            "van-1;Harbour Cafe;12",
            "van-1;Station Kiosk;8",
            "van-2;Hillside Deli;twelve",
            "van-2;Market Stall;20",
        };

        static int Crates(string line)
        {
            var fields = line.Split(';');
            return int.Parse(fields[2], CultureInfo.InvariantCulture);
        }

        static Dictionary<string, int> LoadVans()
        {
            var vans = new Dictionary<string, int>();
            for (int i = 0; i < Manifest.Length; i++)
            {
                try
                {
                    var van = Manifest[i].Split(';')[0];
                    vans[van] = (vans.TryGetValue(van, out var n) ? n : 0) + Crates(Manifest[i]);
                }
                catch (FormatException e)
                {
                    throw new ManifestException($"manifest line {i + 1}: bad crate count", e);
                }
            }
            return vans;
        }

        public static void Main()
        {
            Console.WriteLine("dispatch 05:30");
            foreach (var pair in LoadVans())
                Console.WriteLine($"{pair.Key}: {pair.Value} crates");
        }
    }
}
