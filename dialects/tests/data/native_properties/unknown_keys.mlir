// `prop-dict` keys that are no property of the op: `unknown key` after the
// missing keys and the values' conversion errors (upstream's
// `setPropertiesFromParsedAttr`).
test.with_wrapped_properties <{prop = "content", foo = 1}>
// -----
test.with_wrapped_properties <{prop = "content", zz = 1, aa = 2}>
// -----
test.with_wrapped_properties <{prop = "content", "a b" = 1}>
// -----
test.with_wrapped_properties <{foo = 1}>
// -----
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 5, non_empty_constrained = [1], non_empty_optional = [], non_empty_unconstrained = [1], optional = [], unconstrained = 1, array = [1], defaulted = 0, foo = 3}>
