/// The report's chart as inline SVG: a bar from least to worst and a line through the means, one
/// point per day (week, month), gaps where nothing was logged.
///
/// Hand-built: a few shapes need no library.
enum ReportChartSVG {
    static let width = 700.0
    static let height = 108.0
    static let left = 26.0
    static let right = 6.0
    static let top = 6.0
    static let bottom = 20.0

    static func svg(_ points: [ReportViewModel.ChartPoint], labelEvery: Int, title: String) -> String {
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let step = plotWidth / Double(max(points.count, 1))
        func x(_ index: Int) -> Double { left + (Double(index) + 0.5) * step }
        func y(_ value: Double) -> Double { top + plotHeight * (1 - value / 10) }

        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" "
        svg += "aria-label=\"" + HTMLText.escaped(title) + "\">\n"
        for level in stride(from: 0, through: 10, by: 2) {
            let lineY = n(y(Double(level)))
            svg +=
                "<line x1=\"\(n(left))\" y1=\"\(lineY)\" x2=\"\(n(width - right))\" y2=\"\(lineY)\" stroke=\"#ddd\" stroke-width=\"0.6\"/>"
            svg +=
                "<text x=\"\(n(left - 4))\" y=\"\(n(y(Double(level)) + 3))\" font-size=\"9\" text-anchor=\"end\" fill=\"#444\">\(level)</text>\n"
        }
        let barWidth = max(1, min(14, step * 0.55))
        var path = ""
        var dots = ""
        var drawing = false
        for (index, point) in points.enumerated() {
            if let least = point.least, let worst = point.worst {
                let low = y(Double(least))
                let high = y(Double(worst))
                svg += "<rect x=\"\(n(x(index) - barWidth / 2))\" y=\"\(n(high - 0.8))\" width=\"\(n(barWidth))\" "
                svg += "height=\"\(n(low - high + 1.6))\" fill=\"#f2b8a6\"/>"
            }
            if let mean = point.mean {
                path += (drawing ? " L" : " M") + "\(n(x(index))) \(n(y(mean)))"
                drawing = true
                if step >= 6 {
                    dots += "<circle cx=\"\(n(x(index)))\" cy=\"\(n(y(mean)))\" r=\"1.8\" fill=\"#7a1d06\"/>"
                }
            } else {
                drawing = false
            }
            if index % labelEvery == 0 || index == points.count - 1,
                index % labelEvery == 0 || points.count - 1 - index >= labelEvery / 2
            {
                svg +=
                    "<text x=\"\(n(x(index)))\" y=\"\(n(height - 6))\" font-size=\"9\" text-anchor=\"middle\" fill=\"#444\">"
                svg += HTMLText.escaped(label(point.key)) + "</text>"
            }
        }
        svg += "\n"
        if !path.isEmpty {
            svg += "<path d=\"" + path.dropFirst() + "\" fill=\"none\" stroke=\"#7a1d06\" stroke-width=\"1.6\"/>\n"
        }
        return svg + dots + "\n</svg>\n"
    }

    /// `11-22` for a day, `W47` for a week, `2026-11` for a month.
    static func label(_ key: String) -> String {
        if key.count == 10 { return String(key.dropFirst(5)) }
        if let week = key.split(separator: "-").last, week.hasPrefix("W") { return String(week) }
        return key
    }

    /// A coordinate with at most one decimal.
    static func n(_ value: Double) -> String {
        let text = Chart.oneDecimal(value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
