#include "CXMLReader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

// The libxml2 functions used, by their documented C signatures (opaque pointers, ints and
// strings only, so no header of libxml2 is needed to build).
static struct {
  void *(*reader_for_memory)(const char *, int, const char *, const char *, int);
  int (*read)(void *);
  int (*node_type)(void *);
  int (*depth)(void *);
  int (*is_empty_element)(void *);
  const unsigned char *(*const_name)(void *);
  const unsigned char *(*const_value)(void *);
  int (*move_to_next_attribute)(void *);
  int (*move_to_element)(void *);
  void *(*current_node)(void *);
  long (*get_line_no)(const void *);
  int (*parser_line_number)(void *);
  void (*free_reader)(void *);
  void (*init_parser)(void);
} xml;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static const char *load_error;

// XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NONET: nothing on stderr (the UI owns the
// terminal), nothing from the network. Entities stay unsubstituted and no DTD is loaded.
static const int parse_options = (1 << 5) | (1 << 6) | (1 << 11);

static void load(void) {
  void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    load_error = dlerror();
    return;
  }
#define FIND(field, symbol)                                                                    \
  do {                                                                                         \
    *(void **)(&xml.field) = dlsym(library, symbol);                                           \
    if (!xml.field) {                                                                          \
      load_error = "libxml2.so.2 lacks " symbol;                                               \
      return;                                                                                  \
    }                                                                                          \
  } while (0)
  FIND(reader_for_memory, "xmlReaderForMemory");
  FIND(read, "xmlTextReaderRead");
  FIND(node_type, "xmlTextReaderNodeType");
  FIND(depth, "xmlTextReaderDepth");
  FIND(is_empty_element, "xmlTextReaderIsEmptyElement");
  FIND(const_name, "xmlTextReaderConstName");
  FIND(const_value, "xmlTextReaderConstValue");
  FIND(move_to_next_attribute, "xmlTextReaderMoveToNextAttribute");
  FIND(move_to_element, "xmlTextReaderMoveToElement");
  FIND(current_node, "xmlTextReaderCurrentNode");
  FIND(get_line_no, "xmlGetLineNo");
  FIND(parser_line_number, "xmlTextReaderGetParserLineNumber");
  FIND(free_reader, "xmlFreeTextReader");
  FIND(init_parser, "xmlInitParser");
#undef FIND
  // Not thread-safe in libxml2 2.9, so done once, here.
  xml.init_parser();
  loaded = 1;
}

xml_reader *xml_reader_open(const char *bytes, int length) {
  pthread_once(&once, load);
  if (!loaded) return NULL;
  return (xml_reader *)xml.reader_for_memory(bytes, length, NULL, NULL, parse_options);
}

const char *xml_reader_load_error(void) {
  pthread_once(&once, load);
  return loaded ? NULL : load_error;
}

int xml_reader_read(xml_reader *reader) { return xml.read(reader); }
int xml_reader_node_type(xml_reader *reader) { return xml.node_type(reader); }
int xml_reader_depth(xml_reader *reader) { return xml.depth(reader); }
int xml_reader_is_empty_element(xml_reader *reader) { return xml.is_empty_element(reader); }
const char *xml_reader_name(xml_reader *reader) { return (const char *)xml.const_name(reader); }
const char *xml_reader_value(xml_reader *reader) { return (const char *)xml.const_value(reader); }
int xml_reader_next_attribute(xml_reader *reader) { return xml.move_to_next_attribute(reader); }
void xml_reader_to_element(xml_reader *reader) { xml.move_to_element(reader); }

int xml_reader_line(xml_reader *reader) {
  void *node = xml.current_node(reader);
  long line = node ? xml.get_line_no(node) : -1;
  return line > 0 ? (int)line : xml.parser_line_number(reader);
}

void xml_reader_close(xml_reader *reader) {
  if (reader) xml.free_reader(reader);
}
