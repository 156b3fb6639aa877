module {
  "test.versionedA"() <{dims = 123 : i64, modifier = true}> : () -> ()
  test.with_versioned_properties 1 | 2
  test.with_versioned_properties -7 | 300 {a = 1 : i64}
}
