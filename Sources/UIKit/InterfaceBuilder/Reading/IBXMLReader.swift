import HeadlessCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder file's XML into a tree of ``IBElement``s with Foundation's
/// `XMLParser`, refusing what a hostile file could use against the reader.
///
/// - A file larger than ``InterfaceBuilderError/maximumFileSize`` is not parsed.
/// - A document type declaration (`<!DOCTYPE`, `<!ENTITY`) is refused before parsing, so no
///   entity is ever declared, expanded or fetched (billion laughs, external entities); the
///   parser is also told never to resolve external entities.
/// - Only UTF-8 is read, checked over the whole file, so the scan above sees the bytes the
///   parser will see; processing instructions other than the XML declaration are refused.
/// - Nesting deeper than ``InterfaceBuilderError/maximumDepth`` aborts the parse.
final class IBXMLReader: NSObject, XMLParserDelegate {
    private let fileName: String
    private var stack: [IBElement] = []
    private var root: IBElement?
    private var failure: InterfaceBuilderError?
    private var firstErrorLine: Int?
    private var firstErrorCode: Int?

    private init(fileName: String) {
        self.fileName = fileName
    }

    /// Parses a file's bytes into its root element.
    static func read(_ data: Data, fileName: String) throws -> IBElement {
        guard data.count <= InterfaceBuilderError.maximumFileSize else {
            throw InterfaceBuilderError(.fileTooLarge, file: fileName,
                                        message: "the file is \(data.count) bytes, over the \(InterfaceBuilderError.maximumFileSize)-byte limit for Interface Builder files. Split the storyboard into several storyboards linked by storyboard references.")
        }
        try checkPrologue(data, fileName: fileName)
        let reader = IBXMLReader(fileName: fileName)
        // Fed from a stream: XMLParser(data:) stops near 10 MB with libxml2's "huge input
        // lookup" (error 1) however well formed the file is, below the documented limit.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = reader
        let succeeded = parser.parse()
        if let failure = reader.failure { throw failure }
        // XMLParser on Linux can return true after reporting an error: check both.
        if !succeeded || parser.parserError != nil || reader.root == nil || !reader.stack.isEmpty {
            let line = reader.firstErrorLine ?? parser.lineNumber
            let code = reader.firstErrorCode ?? (parser.parserError as NSError?)?.code
            throw InterfaceBuilderError(.malformedXML, file: fileName, line: line,
                                        message: "the XML is malformed: \(describe(code)). Fix the file by hand or restore it from version control; Xcode cannot open it either.")
        }
        guard let root = reader.root else {
            throw InterfaceBuilderError(.malformedXML, file: fileName, line: parser.lineNumber, message: "the file has no root element.")
        }
        return root
    }

    /// Describes the libxml2 error numbers that XMLParser reports.
    private static func describe(_ code: Int?) -> String {
        guard let code else { return "the document ended before its root element closed" }
        let known: [Int: String] = [
            4: "the document is empty", 5: "there is content after the root element",
            9: "a character is not allowed in XML", 23: "a '&' starts no known entity",
            26: "an entity is not defined", 38: "an attribute has no value", 39: "an attribute value is not quoted",
            41: "an attribute is not closed", 65: "an attribute is malformed", 68: "a name is expected",
            73: "a '>' is missing", 76: "an end tag does not match its start tag",
            77: "the document ends inside an element",
        ]
        return "\(known[code] ?? "parser error"), XML error \(code)"
    }

    /// Refuses other encodings, processing instructions and any document type declaration, by
    /// scanning the bytes.
    ///
    /// The whole document must be valid UTF-8 (XMLParser traps on an invalid byte in a name),
    /// and the XML declaration, if any, must name UTF-8 however it is spaced: in any other
    /// encoding (UTF-7, EBCDIC) the byte scan for `<!DOCTYPE` below would not see what the
    /// parser sees.
    private static func checkPrologue(_ data: Data, fileName: String) throws {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(4).contains(0) {
            throw InterfaceBuilderError(.unsupportedEncoding, file: fileName, line: 1,
                                        message: "the file is not UTF-8. Xcode writes storyboards and xibs in UTF-8; save it again in UTF-8.")
        }
        if let invalid = IBPrologueScanner.firstInvalidUTF8(in: bytes) {
            throw InterfaceBuilderError(.unsupportedEncoding, file: fileName, line: IBPrologueScanner.line(at: invalid, in: bytes),
                                        message: "the byte at offset \(invalid) is not valid UTF-8; the file is not UTF-8 or is damaged. Xcode writes storyboards and xibs in UTF-8; save it again in UTF-8.")
        }
        let declarationStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let isDeclared = bytes[declarationStart...].starts(with: Array("<?xml".utf8))
            && bytes.count > declarationStart + 5 && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[declarationStart + 5])
        var bodyStart = declarationStart
        if isDeclared, let declarationEnd = firstRange(of: Array("?>".utf8), in: bytes, from: declarationStart) {
            bodyStart = declarationEnd + 2
            let declaration = Array(bytes[declarationStart..<declarationEnd])
            if let value = IBPrologueScanner.pseudoAttribute("encoding", in: declaration) {
                let lowered = value.lowercased()
                if lowered != "utf-8" && lowered != "utf8" {
                    throw InterfaceBuilderError(.unsupportedEncoding, file: fileName, line: 1,
                                                message: "the XML declaration names the encoding \"\(IBPrologueScanner.printable(value))\"; only UTF-8 is read, as Xcode writes it. Save the file again in UTF-8.")
                }
            }
        }
        for marker in ["<!DOCTYPE", "<!ENTITY"] {
            if let offset = firstRange(of: Array(marker.utf8), in: bytes, from: 0) {
                throw InterfaceBuilderError(.documentTypeDeclaration, file: fileName, line: IBPrologueScanner.line(at: offset, in: bytes),
                                            message: "the file declares a document type (\(marker)); Interface Builder files have none, and entities are never expanded or fetched. Remove the declaration.")
            }
        }
        if let offset = IBPrologueScanner.firstProcessingInstruction(in: bytes, from: bodyStart) {
            throw InterfaceBuilderError(.unsupportedDocument, file: fileName, line: IBPrologueScanner.line(at: offset, in: bytes),
                                        message: "the file contains a processing instruction (<?…?>) after the XML declaration; Interface Builder files have none. Remove it.")
        }
    }

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first && haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard failure == nil else { return }
        if stack.count >= InterfaceBuilderError.maximumDepth {
            failure = InterfaceBuilderError(.nestingTooDeep, file: fileName, line: parser.lineNumber,
                                            objectID: attributeDict["id"] ?? stack.last(where: { $0.id != nil })?.id,
                                            message: "elements are nested more than \(InterfaceBuilderError.maximumDepth) deep (at <\(elementName)>). Flatten the view hierarchy; no real screen needs this depth.")
            parser.abortParsing()
            return
        }
        stack.append(IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil, let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, let top = stack.last, top.name == "string" || top.name == "mutableString" else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil, let top = stack.last, top.name == "string" || top.name == "mutableString" else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstErrorLine == nil else { return }
        firstErrorLine = parser.lineNumber
        firstErrorCode = (parseError as NSError).code
    }
}
