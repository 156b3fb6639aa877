"builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.src"() : () -> i32
  %2 = "test.src"() : () -> index
  %3 = "test.src"() : () -> f32
  %4 = "test.src"() : () -> f32
  %5 = "test.src"() : () -> f64
  %6 = "test.src"() : () -> f16
  %7 = "test.src"() : () -> i1
  %8 = "test.src"() : () -> vector<4xi32>
  %9 = "test.src"() : () -> vector<4xf32>
  %10 = "test.src"() : () -> tensor<2x?xi8>
  %11 = "test.src"() : () -> memref<4xi32>
  %12 = "arith.constant"() <{value = 0 : index}> : () -> index
  %13 = "arith.constant"() <{value = 42 : i32}> : () -> i32
  %14 = "arith.constant"() <{value = -7 : i8}> : () -> i8
  %15 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
  %16 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
  %17 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %18 = "arith.constant"() <{value = true}> : () -> i1
  %19 = "arith.constant"() <{value = 3.000000e+00 : f64}> {tag = "k"} : () -> f64
  %20 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
  %21 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %22 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %23 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %24 = "arith.subi"(%0, %1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
  %25 = "arith.muli"(%8, %8) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %26 = "arith.shli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %27 = "arith.divsi"(%0, %1) : (i32, i32) -> i32
  %28 = "arith.divui"(%0, %1) <{isExact}> : (i32, i32) -> i32
  %29 = "arith.shrsi"(%0, %1) <{isExact}> : (i32, i32) -> i32
  %30 = "arith.shrui"(%2, %2) : (index, index) -> index
  %31 = "arith.ceildivsi"(%0, %1) : (i32, i32) -> i32
  %32 = "arith.ceildivui"(%0, %1) : (i32, i32) -> i32
  %33 = "arith.floordivsi"(%0, %1) : (i32, i32) -> i32
  %34 = "arith.remsi"(%0, %1) : (i32, i32) -> i32
  %35 = "arith.remui"(%10, %10) : (tensor<2x?xi8>, tensor<2x?xi8>) -> tensor<2x?xi8>
  %36 = "arith.andi"(%7, %7) : (i1, i1) -> i1
  %37 = "arith.ori"(%0, %1) {note = [1, 2]} : (i32, i32) -> i32
  %38 = "arith.xori"(%0, %1) : (i32, i32) -> i32
  %39 = "arith.maxsi"(%0, %1) : (i32, i32) -> i32
  %40 = "arith.maxui"(%0, %1) : (i32, i32) -> i32
  %41 = "arith.minsi"(%0, %1) : (i32, i32) -> i32
  %42 = "arith.minui"(%2, %2) : (index, index) -> index
  %43 = "arith.addf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %44 = "arith.addf"(%3, %4) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %45 = "arith.subf"(%3, %4) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
  %46 = "arith.mulf"(%9, %9) <{fastmath = #arith.fastmath<reassoc,nsz>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %47 = "arith.divf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %48 = "arith.remf"(%3, %4) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32
  %49 = "arith.maximumf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %50 = "arith.maxnumf"(%3, %4) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
  %51 = "arith.minimumf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %52 = "arith.minnumf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %53 = "arith.negf"(%3) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
  %54 = "arith.negf"(%5) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
  %55:2 = "arith.addui_extended"(%0, %1) : (i32, i32) -> (i32, i1)
  %56:2 = "arith.mulsi_extended"(%0, %1) : (i32, i32) -> (i32, i32)
  %57:2 = "arith.mului_extended"(%8, %8) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
  %58 = "arith.extsi"(%0) : (i32) -> i64
  %59 = "arith.extui"(%0) {tag} : (i32) -> i64
  %60 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
  %61 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i8
  %62 = "arith.extf"(%3) : (f32) -> f64
  %63 = "arith.extf"(%6) <{fastmath = #arith.fastmath<contract>}> : (f16) -> f32
  %64 = "arith.truncf"(%5) : (f64) -> f32
  %65 = "arith.truncf"(%5) <{fastmath = #arith.fastmath<ninf>, roundingmode = 4 : i32}> : (f64) -> f32
  %66 = "arith.truncf"(%3) <{roundingmode = 1 : i32}> : (f32) -> f16
  %67 = "arith.sitofp"(%0) : (i32) -> f32
  %68 = "arith.uitofp"(%0) : (i32) -> f64
  %69 = "arith.fptosi"(%3) : (f32) -> i32
  %70 = "arith.fptoui"(%5) : (f64) -> i64
  %71 = "arith.index_cast"(%2) : (index) -> i32
  %72 = "arith.index_castui"(%0) : (i32) -> index
  %73 = "arith.bitcast"(%0) : (i32) -> f32
  %74 = "arith.index_cast"(%11) : (memref<4xi32>) -> memref<4xindex>
  %75 = "arith.cmpi"(%0, %1) <{predicate = 0 : i64}> : (i32, i32) -> i1
  %76 = "arith.cmpi"(%8, %8) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
  %77 = "arith.cmpi"(%2, %2) <{predicate = 9 : i64}> : (index, index) -> i1
  %78 = "arith.cmpf"(%3, %4) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
  %79 = "arith.cmpf"(%3, %4) <{fastmath = #arith.fastmath<nnan>, predicate = 14 : i64}> : (f32, f32) -> i1
  %80 = "arith.cmpf"(%9, %9) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
  %81 = "arith.cmpf"(%5, %5) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
}) : () -> ()

