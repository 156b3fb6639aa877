// The seed model: Linear(16 -> 10) written in TOSA (generic form), as in
// dialects/tests/data/corpus/tosa_linear_generic.mlir. `tpuc compile` turns it into a bmodel.
"builtin.module"() <{sym_name = "linear"}> ({
  "func.func"() <{function_type = (tensor<1x16xf32>) -> tensor<1x10xf32>, sym_name = "forward", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<1x16xf32>):
    %0 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x16x10xf32>}> : () -> tensor<1x16x10xf32>
    %1 = "tosa.const"() <{values = dense<-2.000000e+00> : tensor<1x10xf32>}> : () -> tensor<1x10xf32>
    %2 = "tosa.const_shape"() <{values = dense<[1, 1, 16]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %3 = "tosa.reshape"(%arg0, %2) : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %5 = "tosa.matmul"(%3, %0, %4, %4) : (tensor<1x1x16xf32>, tensor<1x16x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x10xf32>
    %6 = "tosa.const_shape"() <{values = dense<[1, 10]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %7 = "tosa.reshape"(%5, %6) : (tensor<1x1x10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %8 = "tosa.add"(%7, %1) : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    "func.return"(%8) : (tensor<1x10xf32>) -> ()
  }) : () -> ()
}) {tosa.model = "Linear(16,10)", tosa.version = 1 : i32} : () -> ()
