module {
  func.func @casts(%arg0: i32) {
    %0 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
    %1:2 = builtin.unrealized_conversion_cast %arg0, %arg0 : i32, i32 to f32, i64 {note = "two"}
    %2 = builtin.unrealized_conversion_cast to i8
    "x.use"(%0, %1#1, %2) : (f32, i64, i8) -> ()
    return
  }
}

