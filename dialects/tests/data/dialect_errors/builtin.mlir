// Invalid builtin.unrealized_conversion_cast ops, custom and generic form.
%0 = "x.src"() : () -> i32
"builtin.unrealized_conversion_cast"(%0) : (i32) -> ()
// -----
%0 = "x.src"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 f32
// -----
%0 = "x.src"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 to f32
// -----
%0 = "x.src"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32, i32 to f32
// -----
%0 = "x.src"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to f32, i64
