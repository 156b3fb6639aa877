loc.
