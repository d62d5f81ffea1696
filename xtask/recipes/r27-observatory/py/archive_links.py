"""Parses the archive's 200 download links with urllib.parse; one link repeats a query parameter."""
from urllib.parse import parse_qs, urlsplit

for i in range(1, 201):
    query = f"plate=P-{i:04d}&band={'UBVRI'[i % 5]}&format=fits"
    if i == 88:
        query = f"plate=P-{i:04d}&band=V&format=fits&plate=P-{i + 1000:04d}"
    url = f"https://archive.example.org/v2/plates/download?{query}"
    parts = urlsplit(url)
    print(f"link {i:03d}  {parts.path}  {parse_qs(parts.query)}")
