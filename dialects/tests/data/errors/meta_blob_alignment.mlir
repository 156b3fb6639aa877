{-# dialect_resources: { builtin: { a: "0x03000000aa" } } #-}
