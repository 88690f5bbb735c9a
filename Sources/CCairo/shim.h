// The Cairo 2D graphics library (https://cairographics.org), which CoreGraphics uses to
// rasterise bitmap contexts and to read and write PNG.
#include <cairo/cairo.h>
