# cmake -DCMARK=... -DIN=page.md -DOUT=page.html -P page.cmake: one page of the user manual as
# HTML, its links to other pages (.md) turned into links to their HTML, in the manual's frame.
execute_process(COMMAND ${CMARK} --to html ${IN} OUTPUT_VARIABLE body RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "cmark could not read ${IN}")
endif()
string(REGEX REPLACE "href=\"([a-z0-9-]+)\\.md([#\"])" "href=\"\\1.html\\2" body "${body}")
# The title: the page's first heading.
file(STRINGS ${IN} heading REGEX "^# " LIMIT_COUNT 1)
string(REGEX REPLACE "^# " "" title "${heading}")
file(WRITE ${OUT} "<!DOCTYPE html>
<html lang=\"en\">
<head>
<meta charset=\"utf-8\">
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">
<title>${title} - Mazeworks</title>
<style>
body { max-width: 50em; margin: 2em auto; padding: 0 1em; font-family: sans-serif; line-height: 1.5; color: #1b1b1b; }
img { max-width: 100%; border: 1px solid #ccc; }
code, pre { background: #f3f3f3; }
pre { padding: 0.6em; overflow-x: auto; }
table { border-collapse: collapse; }
td, th { border: 1px solid #ccc; padding: 0.2em 0.5em; }
nav { border-bottom: 1px solid #ccc; margin-bottom: 1em; }
</style>
</head>
<body>
<nav><a href=\"index.html\">Mazeworks user manual</a></nav>
${body}</body>
</html>
")
