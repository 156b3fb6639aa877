{-# external_resources: { foo: { a: 1 } } #-}
