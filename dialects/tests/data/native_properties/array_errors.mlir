test.with_array_properties ints = [] strings = [] nested = [] opt = none explicitOptions = [x] explicitUnits = []
// -----
test.with_array_properties ints = [] strings = [] nested = [] opt = none explicitOptions = [none, some<1>] explicitUnits = []
// -----
"test.with_array_properties"() <{explicitOptions = [1], explicitUnits = [], ints = [], nested = [], opt = [], strings = []}> : () -> ()
// -----
"test.with_array_properties"() <{explicitOptions = [[1, 2]], explicitUnits = [], ints = [], nested = [], opt = [], strings = []}> : () -> ()
// -----
"test.with_array_properties"() <{explicitOptions = [["x"]], explicitUnits = [], ints = [], nested = [], opt = [], strings = []}> : () -> ()
