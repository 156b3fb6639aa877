{-# dialect_resources: { builtin: { blob1: "0x08000000010203" } }
