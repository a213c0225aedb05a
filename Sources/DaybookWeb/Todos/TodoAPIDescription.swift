import Hummingbird

/// The OpenAPI 3.1 description of `/api/todos`, served at `/api/openapi.json`. Written by hand
/// beside the handlers (generated handlers would slow the benchmarked path); CI runs schemathesis
/// against a running server, so any answer that strays from it fails the build.
enum TodoAPIDescription {
    static let path = "/api/openapi.json"

    static func response() -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: json)))
    }

    static let json = #"""
        {
          "openapi": "3.1.0",
          "info": {
            "title": "Daybook todos",
            "version": "1",
            "description": "The Todo-Backend API of Daybook. Errors are {\"error\": message} in the language of Accept-Language (English or Japanese). When people have accounts, every call acts for one of them and needs their API token (Authorization: Bearer TOKEN, from daybook user token NAME) or their name and password with HTTP Basic authentication; another person's todo answers 404. Without accounts, with a password set (DAYBOOK_PASSWORD), every call needs HTTP Basic authentication with any user name."
          },
          "paths": {
            "/api/todos": {
              "get": {
                "operationId": "listTodos",
                "summary": "A page of the list, in order (by default the first 10,000 todos).",
                "parameters": [
                  {"name": "page", "in": "query", "required": false, "schema": {"type": "integer", "minimum": 1, "maximum": 9223372036854775807}, "description": "From 1. A page past the last is an empty list, with the same headers (an empty list has one page)."},
                  {"name": "size", "in": "query", "required": false, "schema": {"type": "integer", "minimum": 1, "maximum": 10000}, "description": "Todos per page, 1 to 10,000."}
                ],
                "responses": {
                  "200": {
                    "description": "The page.",
                    "headers": {
                      "X-Total-Count": {"schema": {"type": "string", "pattern": "^[0-9]+$"}, "description": "Every todo, on every page."},
                      "Link": {"schema": {"type": "string"}, "description": "RFC 8288 links to the first, prev, next and last pages, each when it applies; absent when the list fits one page."}
                    },
                    "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Todo"}}}}
                  },
                  "400": {"$ref": "#/components/responses/BadRequest"},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "403": {"$ref": "#/components/responses/Forbidden"},
                  "429": {"$ref": "#/components/responses/TooManyRequests"},
                  "500": {"$ref": "#/components/responses/StorageFailed"},
                  "503": {"$ref": "#/components/responses/Unavailable"}
                }
              },
              "post": {
                "operationId": "createTodo",
                "summary": "Adds a todo, last unless an order is given.",
                "requestBody": {
                  "required": true,
                  "content": {"application/json": {"schema": {"$ref": "#/components/schemas/NewTodo"}}}
                },
                "responses": {
                  "201": {"description": "The new todo.", "headers": {"Location": {"schema": {"type": "string", "format": "uri"}, "required": true, "description": "The new todo's url."}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Todo"}}}},
                  "400": {"$ref": "#/components/responses/BadRequest"},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "403": {"$ref": "#/components/responses/Forbidden"},
                  "413": {"$ref": "#/components/responses/TooLarge"},
                  "415": {"$ref": "#/components/responses/UnsupportedMediaType"},
                  "429": {"$ref": "#/components/responses/TooManyRequests"},
                  "500": {"$ref": "#/components/responses/StorageFailed"},
                  "503": {"$ref": "#/components/responses/Unavailable"}
                }
              },
              "delete": {
                "operationId": "deleteAllTodos",
                "summary": "Deletes every todo.",
                "responses": {
                  "204": {"description": "Deleted."},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "403": {"$ref": "#/components/responses/Forbidden"},
                  "429": {"$ref": "#/components/responses/TooManyRequests"},
                  "500": {"$ref": "#/components/responses/StorageFailed"},
                  "503": {"$ref": "#/components/responses/Unavailable"}
                }
              }
            },
            "/api/todos/{id}": {
              "parameters": [
                {"name": "id", "in": "path", "required": true, "schema": {"type": "string", "pattern": "^[0-9a-f-]{4,36}$"}, "description": "The id, or a prefix of it (at least 4 characters) that names one todo."}
              ],
              "get": {
                "operationId": "showTodo",
                "responses": {
                  "200": {"description": "The todo.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Todo"}}}},
                  "400": {"$ref": "#/components/responses/BadRequest"},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "403": {"$ref": "#/components/responses/Forbidden"},
                  "404": {"$ref": "#/components/responses/NotFound"},
                  "429": {"$ref": "#/components/responses/TooManyRequests"},
                  "500": {"$ref": "#/components/responses/StorageFailed"},
                  "503": {"$ref": "#/components/responses/Unavailable"}
                }
              },
              "patch": {
                "operationId": "updateTodo",
                "summary": "Changes the fields given.",
                "requestBody": {
                  "required": true,
                  "content": {"application/json": {"schema": {"$ref": "#/components/schemas/TodoPatch"}}}
                },
                "responses": {
                  "200": {"description": "The todo as changed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Todo"}}}},
                  "400": {"$ref": "#/components/responses/BadRequest"},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "403": {"$ref": "#/components/responses/Forbidden"},
                  "404": {"$ref": "#/components/responses/NotFound"},
                  "413": {"$ref": "#/components/responses/TooLarge"},
                  "415": {"$ref": "#/components/responses/UnsupportedMediaType"},
                  "429": {"$ref": "#/components/responses/TooManyRequests"},
                  "500": {"$ref": "#/components/responses/StorageFailed"},
                  "503": {"$ref": "#/components/responses/Unavailable"}
                }
              },
              "delete": {
                "operationId": "deleteTodo",
                "responses": {
                  "204": {"description": "Deleted."},
                  "400": {"$ref": "#/components/responses/BadRequest"},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "403": {"$ref": "#/components/responses/Forbidden"},
                  "404": {"$ref": "#/components/responses/NotFound"},
                  "429": {"$ref": "#/components/responses/TooManyRequests"},
                  "500": {"$ref": "#/components/responses/StorageFailed"},
                  "503": {"$ref": "#/components/responses/Unavailable"}
                }
              }
            }
          },
          "components": {
            "schemas": {
              "Todo": {
                "type": "object",
                "required": ["id", "title", "completed", "order", "url", "createdAt", "updatedAt"],
                "additionalProperties": false,
                "properties": {
                  "id": {"type": "string", "format": "uuid"},
                  "title": {"type": "string", "minLength": 1, "maxLength": 500},
                  "completed": {"type": "boolean"},
                  "order": {"type": "integer", "minimum": -9007199254740991, "maximum": 9007199254740991},
                  "url": {"type": "string", "format": "uri"},
                  "createdAt": {"type": "string", "format": "date-time"},
                  "updatedAt": {"type": "string", "format": "date-time"}
                }
              },
              "NewTodo": {
                "type": "object",
                "description": "Other keys are ignored.",
                "required": ["title"],
                "properties": {
                  "title": {"type": "string", "minLength": 1, "maxLength": 500, "pattern": "^[\\u0009-\\u000d\\u0020\\u0085\\u00a0\\u1680\\u2000-\\u200b\\u2028\\u2029\\u202f\\u205f\\u3000]*[^\\u0009-\\u000d\\u0020\\u0085\\u00a0\\u1680\\u2000-\\u200b\\u2028\\u2029\\u202f\\u205f\\u3000\\u0000-\\u001f\\u007f-\\u009f\\u2028-\\u202e\\u2066-\\u2069](?:[^\\u0000-\\u001f\\u007f-\\u009f\\u2028-\\u202e\\u2066-\\u2069]*[^\\u0009-\\u000d\\u0020\\u0085\\u00a0\\u1680\\u2000-\\u200b\\u2028\\u2029\\u202f\\u205f\\u3000\\u0000-\\u001f\\u007f-\\u009f\\u2028-\\u202e\\u2066-\\u2069])?[\\u0009-\\u000d\\u0020\\u0085\\u00a0\\u1680\\u2000-\\u200b\\u2028\\u2029\\u202f\\u205f\\u3000]*$", "description": "Any script. Trimmed of white space (Unicode White_Space and U+200B), then 1 to 500 characters as a reader counts them (grapheme clusters: an emoji or an accented letter is one; maxLength counts code points, which is never fewer), none of more than 64 UTF-8 bytes. Never holds a control character (U+0000–U+001F, U+007F–U+009F), a line or paragraph separator, or a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), except as white space around it."},
                  "order": {"type": "integer", "minimum": -9007199254740991, "maximum": 9007199254740991, "description": "Last when absent; null is refused."}
                }
              },
              "TodoPatch": {
                "type": "object",
                "description": "The fields to change, all at once or none (a refused field changes nothing). A field left out keeps its value; null is refused. Other keys are ignored.",
                "properties": {
                  "title": {"type": "string", "minLength": 1, "maxLength": 500, "pattern": "^[\\u0009-\\u000d\\u0020\\u0085\\u00a0\\u1680\\u2000-\\u200b\\u2028\\u2029\\u202f\\u205f\\u3000]*[^\\u0009-\\u000d\\u0020\\u0085\\u00a0\\u1680\\u2000-\\u200b\\u2028\\u2029\\u202f\\u205f\\u3000\\u0000-\\u001f\\u007f-\\u009f\\u2028-\\u202e\\u2066-\\u2069](?:[^\\u0000-\\u001f\\u007f-\\u009f\\u2028-\\u202e\\u2066-\\u2069]*[^\\u0009-\\u000d\\u0020\\u0085\\u00a0\\u1680\\u2000-\\u200b\\u2028\\u2029\\u202f\\u205f\\u3000\\u0000-\\u001f\\u007f-\\u009f\\u2028-\\u202e\\u2066-\\u2069])?[\\u0009-\\u000d\\u0020\\u0085\\u00a0\\u1680\\u2000-\\u200b\\u2028\\u2029\\u202f\\u205f\\u3000]*$", "description": "Any script. Trimmed of white space (Unicode White_Space and U+200B), then 1 to 500 characters as a reader counts them (grapheme clusters: an emoji or an accented letter is one; maxLength counts code points, which is never fewer), none of more than 64 UTF-8 bytes. Never holds a control character (U+0000–U+001F, U+007F–U+009F), a line or paragraph separator, or a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), except as white space around it."},
                  "completed": {"type": "boolean"},
                  "order": {"type": "integer", "minimum": -9007199254740991, "maximum": 9007199254740991}
                }
              },
              "Error": {
                "type": "object",
                "required": ["error"],
                "additionalProperties": false,
                "properties": {"error": {"type": "string"}}
              }
            },
            "responses": {
              "BadRequest": {"description": "A value breaks a rule, or the body is not the JSON described.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "Unauthorized": {"description": "People have accounts (or a password is set) and the request gave no right token, name and password (or password).", "headers": {"WWW-Authenticate": {"schema": {"type": "string"}}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "Forbidden": {"description": "Called from a page of another site that is not allowed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "NotFound": {"description": "No todo has that id.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "TooLarge": {"description": "The body is over 64 KiB.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "UnsupportedMediaType": {"description": "The body is not application/json.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "TooManyRequests": {"description": "Too many wrong passwords from this client.", "headers": {"Retry-After": {"schema": {"type": "string"}}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "StorageFailed": {"description": "The database failed in a way a retry will not fix (a full disk, a read-only database, a damaged record).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "Unavailable": {"description": "The database is busy or cannot be reached; try again.", "headers": {"Retry-After": {"schema": {"type": "string"}}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
            }
          }
        }
        """#
}
