{-# dialect_resources: { builtin: { k: #"0x08000000" } } #-}
