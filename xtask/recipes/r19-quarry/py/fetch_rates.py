"""Refreshes haulage rates from the weighbridge service."""
import requests

SERVICE = "http://127.0.0.1:9"


def fetch_rates(depot):
    response = requests.get(f"{SERVICE}/rates/{depot}", timeout=2)
    response.raise_for_status()
    return response.json()


def refresh_all(depots):
    table = {}
    for depot in depots:
        print(f"refreshing rates for {depot}")
        table[depot] = fetch_rates(depot)
    return table


if __name__ == "__main__":
    refresh_all(["north-pit", "east-face"])
