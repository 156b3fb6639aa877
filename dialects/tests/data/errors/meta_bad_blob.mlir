{-# dialect_resources: { builtin: { blob1: "0x0800" } } #-}
