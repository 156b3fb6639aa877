test.with_array_properties ints = [1, 2] strings = ["a", "b"] nested = [[1, 2], [3]] opt = [5] explicitOptions = [none, 0, -7] explicitUnits = [unit, unit_absent] [4, 5] thats_has_default
test.with_array_properties ints = [] strings = [] nested = [] opt = none explicitOptions = [] explicitUnits = []
test.with_array_properties ints = [-1] strings = [""] nested = [[]] opt = [] explicitOptions = [none] explicitUnits = [] [] thats_has_default
"test.with_array_properties"() <{explicitOptions = [[], [3 : i32]], explicitUnits = [false, unit], hasDefault = [7], ints = [], nested = [[1 : i64]], opt = [[2]], strings = ["x"]}> : () -> ()
