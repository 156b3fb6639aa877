{-# dialect_resources: { arith: { a: "0x08000000" } } #-}
