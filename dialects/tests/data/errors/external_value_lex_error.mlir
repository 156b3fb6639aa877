{-# external_resources: { foo: { k: "abc
 } } #-}
