arith.nonexistent
