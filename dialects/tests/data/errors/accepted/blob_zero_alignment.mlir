{-# dialect_resources: { builtin: { a: "0x00000000" } } #-}
