"""The loom room's operator CLI (typer)."""
import typer

app = typer.Typer(help="Operate the mill's looms.")


@app.command()
def start(loom: str, pattern: str = typer.Option("plain", help="weave pattern"), color: bool = False):
    """Start weaving on LOOM."""
    typer.echo(f"starting {loom} ({pattern})")


@app.command()
def stop(loom: str, reason: str = typer.Option(..., help="why the loom stops")):
    """Stop LOOM."""
    typer.echo(f"stopping {loom}: {reason}")


if __name__ == "__main__":
    app()
