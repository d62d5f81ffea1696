"""Builds the weekly notice to mariners as a MIME message: one part per station, one in Latin-1."""
from email.message import EmailMessage
from email.policy import default

msg = EmailMessage(policy=default)
msg["Subject"] = "Notice to mariners, week 2"
msg["From"] = "registry@lighthouse.example"
msg["To"] = "mariners@harbour.example"
msg["Message-ID"] = "<notice-2026-w02@lighthouse.example>"
msg.set_content("Weekly light and fog signal changes follow, one part per station.\n")
for n in range(1, 61):
    text = f"Station S-{n:03d}: light Fl({1 + n % 4}) {5 + n % 10}s, range {12 + n % 9} nm, unchanged.\n"
    if n == 38:
        msg.add_attachment(
            "Station S-038: light extinguished until further notice; fog signal Mo(N) 30s.\n".encode("latin-1"),
            maintype="text", subtype="plain", filename="S-038.txt", params={"charset": "latin-1"},
        )
        continue
    msg.add_attachment(text, subtype="plain", filename=f"S-{n:03d}.txt")
msg.set_boundary("notice-boundary-2026-w02")
print(msg.as_string(), end="")
