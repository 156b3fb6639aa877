{-# dialect_resources: { builtin: { blob1: "0xZZ" } } #-}
