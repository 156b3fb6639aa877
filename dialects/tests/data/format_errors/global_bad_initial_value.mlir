memref.global @g : memref<2xf32> = 1.0
