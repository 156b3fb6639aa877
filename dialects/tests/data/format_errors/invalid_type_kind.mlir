%i = "t.src"() : () -> i32
%j = "t.src"() : () -> i32
%f = "t.src"() : () -> f32
%m = "t.src"() : () -> memref<4xf32>
%t = "t.src"() : () -> tensor<2xf32>
%0 = memref.load %m[] : i32
