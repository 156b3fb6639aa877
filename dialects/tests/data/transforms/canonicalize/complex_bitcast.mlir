"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>) -> complex<f32>, sym_name = "same"}> ({
  ^bb0(%arg1: complex<f32>):
    %1 = "complex.bitcast"(%arg1) : (complex<f32>) -> complex<f32>
    "func.return"(%1) : (complex<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (complex<f32>) -> i64, sym_name = "to_int"}> ({
  ^bb0(%arg0: complex<f32>):
    %0 = "complex.bitcast"(%arg0) : (complex<f32>) -> i64
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

