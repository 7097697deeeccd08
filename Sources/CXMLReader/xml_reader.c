#include "CXMLReader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

// The expat functions used, by their documented C signatures (opaque pointers, ints and
// strings only, so no header of expat is needed to build).
typedef void (*expat_start)(void *, const char *, const char **);
typedef void (*expat_end)(void *, const char *);
typedef void (*expat_text)(void *, const char *, int);
static struct {
  void *(*parser_create)(const char *);
  void (*set_user_data)(void *, void *);
  void (*set_element_handler)(void *, expat_start, expat_end);
  void (*set_character_data_handler)(void *, expat_text);
  int (*parse)(void *, const char *, int, int);
  unsigned long (*current_line_number)(void *);
  void (*parser_free)(void *);
} expat;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static const char *load_error;

static void load(void) {
  void *library = dlopen("libexpat.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    load_error = dlerror();
    return;
  }
#define FIND(field, symbol)                                                                    \
  do {                                                                                         \
    *(void **)(&expat.field) = dlsym(library, symbol);                                         \
    if (!expat.field) {                                                                        \
      load_error = "libexpat.so.1 lacks " symbol;                                              \
      return;                                                                                  \
    }                                                                                          \
  } while (0)
  FIND(parser_create, "XML_ParserCreate");
  FIND(set_user_data, "XML_SetUserData");
  FIND(set_element_handler, "XML_SetElementHandler");
  FIND(set_character_data_handler, "XML_SetCharacterDataHandler");
  FIND(parse, "XML_Parse");
  FIND(current_line_number, "XML_GetCurrentLineNumber");
  FIND(parser_free, "XML_ParserFree");
#undef FIND
  loaded = 1;
}

// What expat hands each handler: the caller's context and handlers, and the parser for lines.
struct session {
  void *parser;
  void *context;
  xml_start_handler start;
  xml_end_handler end;
  xml_text_handler text;
};

static void on_start(void *data, const char *name, const char **attributes) {
  struct session *s = data;
  s->start(s->context, name, attributes, (int)expat.current_line_number(s->parser));
}

static void on_end(void *data, const char *name) {
  (void)name;
  struct session *s = data;
  s->end(s->context);
}

static void on_text(void *data, const char *text, int length) {
  struct session *s = data;
  s->text(s->context, text, length);
}

int xml_parse(const char *bytes, int length, void *context, xml_start_handler start,
              xml_end_handler end, xml_text_handler text) {
  pthread_once(&once, load);
  if (!loaded) return -1;
  struct session s = {expat.parser_create(NULL), context, start, end, text};
  if (!s.parser) return 1;
  expat.set_user_data(s.parser, &s);
  expat.set_element_handler(s.parser, on_start, on_end);
  expat.set_character_data_handler(s.parser, on_text);
  int line = 0;
  if (expat.parse(s.parser, bytes, length, 1) != 1) {
    unsigned long at = expat.current_line_number(s.parser);
    line = at > 0 ? (int)at : 1;
  }
  expat.parser_free(s.parser);
  return line;
}

const char *xml_load_error(void) {
  pthread_once(&once, load);
  return loaded ? NULL : load_error;
}
