{-# dialect_resources: { nodialect: { k: "0x08000000" } } #-}
