test.with_nice_properties 3 is 4
// -----
test.with_nice_properties "a" was 4
// -----
test.with_nice_properties "a" is x
// -----
test.with_nice_properties "a" is 99999999999
// -----
test.with_nice_properties "a" is 2147483648
// -----
test.with_nice_properties
