#pragma once

// libxml2's pull parser (xmlTextReader), loaded with dlopen the first time a keyboard file is
// read. Linked (through FoundationXML, as before), libxml2 and the ICU and lzma libraries it
// needs cost every dubeol process about 1 ms of dynamic loading, though only keyboard files use
// them. No libxml2 type crosses this header: the reader is opaque.

typedef struct xml_reader xml_reader;

// Node types, as libxml2 numbers them.
enum { XML_NODE_ELEMENT = 1, XML_NODE_TEXT = 3, XML_NODE_CDATA = 4, XML_NODE_END_ELEMENT = 15 };

// Null when libxml2 is not installed (or is not version 2); `xml_reader_load_error` says why.
// Otherwise a reader over `length` bytes at `bytes` (kept by the caller until close) that never
// touches the network, loads no DTD, substitutes no external entity and prints nothing.
xml_reader *xml_reader_open(const char *bytes, int length);
// dlerror's text from the failed load, or null.
const char *xml_reader_load_error(void);

// 1: the next node; 0: the end of the document; -1: an error (the document is not well formed).
int xml_reader_read(xml_reader *reader);
int xml_reader_node_type(xml_reader *reader);
int xml_reader_depth(xml_reader *reader);
int xml_reader_is_empty_element(xml_reader *reader);
// The node's (or the current attribute's) name and value, UTF-8, owned by the reader.
const char *xml_reader_name(xml_reader *reader);
const char *xml_reader_value(xml_reader *reader);
// 1 when it moved to the element's next attribute, 0 when there is none; back to the element
// with xml_reader_to_element.
int xml_reader_next_attribute(xml_reader *reader);
void xml_reader_to_element(xml_reader *reader);
// The line of the current node's start; for an error, the line the parser reached.
int xml_reader_line(xml_reader *reader);
void xml_reader_close(xml_reader *reader);
