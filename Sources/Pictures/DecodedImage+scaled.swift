extension DecodedImage {
  /// The image shrunk (each pixel the average of the area it covers, alpha included) so that
  /// neither side exceeds `maxSide`; itself when it already fits. What a picture is kept as in
  /// memory: at most `maxSide² × 4` bytes whatever was downloaded.
  public func scaled(toFit maxSide: Int) -> DecodedImage {
    guard maxSide > 0, width > maxSide || height > maxSide else { return self }
    let scale = Double(maxSide) / Double(max(width, height))
    return resized(
      width: max(1, Int((Double(width) * scale).rounded())),
      height: max(1, Int((Double(height) * scale).rounded())))
  }

  /// The image resampled to `newWidth` × `newHeight` by area averaging (a box filter).
  public func resized(width newWidth: Int, height newHeight: Int) -> DecodedImage {
    guard newWidth > 0, newHeight > 0, width > 0, height > 0 else {
      return DecodedImage(width: 0, height: 0, rgba: [])
    }
    var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    for ny in 0..<newHeight {
      let y0 = ny * height / newHeight
      let y1 = max(y0 + 1, (ny + 1) * height / newHeight)
      for nx in 0..<newWidth {
        let x0 = nx * width / newWidth
        let x1 = max(x0 + 1, (nx + 1) * width / newWidth)
        var sum = (0, 0, 0, 0)
        for y in y0..<min(y1, height) {
          for x in x0..<min(x1, width) {
            let i = (y * width + x) * 4
            sum = (
              sum.0 + Int(rgba[i]), sum.1 + Int(rgba[i + 1]), sum.2 + Int(rgba[i + 2]),
              sum.3 + Int(rgba[i + 3])
            )
          }
        }
        let n = max(1, (min(y1, height) - y0) * (min(x1, width) - x0))
        let o = (ny * newWidth + nx) * 4
        out[o] = UInt8(sum.0 / n)
        out[o + 1] = UInt8(sum.1 / n)
        out[o + 2] = UInt8(sum.2 / n)
        out[o + 3] = UInt8(sum.3 / n)
      }
    }
    return DecodedImage(width: newWidth, height: newHeight, rgba: out)
  }
}
