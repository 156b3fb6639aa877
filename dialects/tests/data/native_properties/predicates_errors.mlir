test.op_with_property_predicates <{scalar = -1 : i64, more_constrained = 4 : i64, array = [], non_empty_unconstrained = [1], non_empty_constrained = [8], unconstrained = -1 : i64}>
// -----
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 4 : i64, array = [], non_empty_unconstrained = [1], non_empty_constrained = [8], unconstrained = -1 : i64, optional = [-2 : i64]}>
// -----
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 4 : i64, array = [], non_empty_unconstrained = [1], non_empty_constrained = [8], unconstrained = -1 : i64, defaulted = -3 : i64}>
// -----
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 4 : i64, array = [], non_empty_unconstrained = [1], non_empty_constrained = [8], unconstrained = -1 : i64, non_empty_optional = [[]]}>
// -----
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 4 : i64, array = [], non_empty_unconstrained = [1], non_empty_constrained = [8], unconstrained = -1 : i64, non_empty_optional = [[-1]]}>
// -----
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 6 : i64, array = [], non_empty_unconstrained = [1], non_empty_constrained = [8], unconstrained = -1 : i64}>
// -----
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = -1 : i64, array = [], non_empty_unconstrained = [1], non_empty_constrained = [8], unconstrained = -1 : i64}>
// -----
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 4 : i64, unconstrained = -1 : i64, array = [5, -6], non_empty_unconstrained = [1], non_empty_constrained = [8]}>
// -----
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 4 : i64, unconstrained = -1 : i64, array = [], non_empty_unconstrained = [], non_empty_constrained = [8]}>
// -----
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 4 : i64, unconstrained = -1 : i64, array = [], non_empty_unconstrained = [1], non_empty_constrained = [-1]}>
// -----
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 4 : i64, unconstrained = -1 : i64, array = [], non_empty_unconstrained = [1], non_empty_constrained = []}>
