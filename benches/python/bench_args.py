"""Command-line options shared by the Python benchmarks (each script's folder is on the path)."""

import argparse


def int_options(**defaults):
    """Parses `--NAME N` for each keyword, a whole number whose default is the keyword's value."""
    ap = argparse.ArgumentParser()
    for name, default in defaults.items():
        ap.add_argument(f"--{name}", type=int, default=default)
    return ap.parse_args()
