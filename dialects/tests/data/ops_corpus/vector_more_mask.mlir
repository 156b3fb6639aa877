// CASE: vector.mask around each maskable op (reduction, multi_reduction, outerproduct, contract, gather, transfer_read with a passthru, transfer_write on a memref and a tensor), an empty mask, a mask yielding a captured value, attributes on the mask, and ops with a permutation map alias inside the region; masked ops with their own locations (the alias dry run visits them though they are not printed)
#map = affine_map<(d0, d1) -> (d1, d0)>
#c0 = affine_map<(i, j, k) -> (i, k)>
#c1 = affine_map<(i, j, k) -> (k, j)>
#c2 = affine_map<(i, j, k) -> (i, j)>
func.func @masks(%a: vector<8xi32>, %m: vector<8xi1>, %t: memref<?xf32>, %i: index, %v: vector<8xf32>, %p: vector<8xf32>, %tt: tensor<?xf32>, %f: vector<4x8xf32>, %m2: vector<4x8xi1>, %x: vector<4xf32>, %y: vector<8xf32>, %m3: vector<4x8x16xi1>, %l: vector<4x16xf32>, %r: vector<16x8xf32>, %t2: memref<?x?xf32>, %m4: vector<8x4xi1>) -> (i32, vector<8xf32>, tensor<?xf32>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 loc("mask1") } : vector<8xi1> -> i32 loc("mask1")
  vector.mask %m { vector.transfer_write %v, %t[%i] : vector<8xf32>, memref<?xf32> loc("mask2") } : vector<8xi1> loc("mask2")
  %c = arith.constant 0.0 : f32
  %1 = vector.mask %m, %p { vector.transfer_read %t[%i], %c : memref<?xf32>, vector<8xf32> loc("mask3") } : vector<8xi1> -> vector<8xf32> loc("mask3")
  vector.mask %m { } : vector<8xi1>
  %2 = vector.mask %m { vector.yield %a : vector<8xi32> loc("mask5") } : vector<8xi1> -> vector<8xi32> loc("mask5")
  %3 = vector.mask %m {
    %r0 = vector.reduction <mul>, %a : vector<8xi32> into i32 loc("explicit")
    vector.yield %r0 : i32
  } : vector<8xi1> -> i32 loc("explicit")
  %4 = vector.mask %m { vector.transfer_write %v, %tt[%i] : vector<8xf32>, tensor<?xf32> loc("mask6") } : vector<8xi1> -> tensor<?xf32> loc("mask6")
  %5 = vector.mask %m2 { vector.multi_reduction <add>, %f, %y [0] : vector<4x8xf32> to vector<8xf32> loc("mask7") } : vector<4x8xi1> -> vector<8xf32> loc("mask7")
  %6 = vector.mask %m2 { vector.outerproduct %x, %y : vector<4xf32>, vector<8xf32> loc("mask8") } : vector<4x8xi1> -> vector<4x8xf32> loc("mask8")
  %7 = vector.mask %m3 { vector.contract {indexing_maps = [#c0, #c1, #c2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %l, %r, %f : vector<4x16xf32>, vector<16x8xf32> into vector<4x8xf32> loc("mask9") } : vector<4x8x16xi1> -> vector<4x8xf32> loc("mask9")
  %8 = vector.mask %m4 { vector.transfer_read %t2[%i, %i], %c {permutation_map = #map} : memref<?x?xf32>, vector<4x8xf32> loc("mask10") } : vector<8x4xi1> -> vector<4x8xf32> loc("mask10")
  %9 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 loc("inner11") } {tag = "masked", unit} : vector<8xi1> -> i32 loc("mask11")
  %iv = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
  %10 = vector.mask %m { vector.gather %t[%i][%iv], %m, %p : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32> loc("inner.c":3:4) } : vector<8xi1> -> vector<8xf32> loc("mask12")
  %11 = vector.mask %m { vector.reduction <maxnumf>, %v, %c fastmath<fast> : vector<8xf32> into f32 loc("mask13") } : vector<8xi1> -> f32 loc("mask13")
  return %0, %1, %4 : i32, vector<8xf32>, tensor<?xf32>
}
