#pragma once

// Expat, the XML parser libhangul reads its own keyboard files with, loaded with dlopen the
// first time a keyboard file is read: a keyboard file is then read by the same parser as in
// libhangul, and no dubeol process that reads none loads anything for it. No expat type
// crosses this header.

// Called for each element's start tag with its name, its attributes (name, value, ...,
// null) and the line it starts on; for its end; and for each piece of its text.
typedef void (*xml_start_handler)(void *context, const char *name, const char **attributes,
                                  int line);
typedef void (*xml_end_handler)(void *context);
typedef void (*xml_text_handler)(void *context, const char *text, int length);

// Parses `length` bytes at `bytes`, calling the handlers in document order. 0: the document
// was read whole; a positive number: it is not well formed, at that line; -1: expat could not
// be loaded (`xml_load_error` says why). Nothing is printed, nothing is fetched (expat loads
// no DTD and no external entity), and expat's own limits bound entity expansion.
int xml_parse(const char *bytes, int length, void *context, xml_start_handler start,
              xml_end_handler end, xml_text_handler text);

// dlerror's text from the failed load, or null.
const char *xml_load_error(void);
