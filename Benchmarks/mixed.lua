-- A day's mix of what visitors and API clients ask, for the memory benchmark (run.sh): lists
-- (whole and paged), the HTML list, the cached weather page, one todo, adds and changes, so
-- the written-page cache is filled and emptied by writes all along.
--
--   wrk -s mixed.lua URL -- COOKIE TODO_ID
local cookie, id
local counter = 0

function init(args)
  cookie = args[1]
  id = args[2]
end

local json = { ["Content-Type"] = "application/json" }

request = function()
  counter = counter + 1
  local slot = counter % 20
  if slot < 7 then
    return wrk.format("GET", "/api/todos?size=50")
  elseif slot < 9 then
    return wrk.format("GET", "/api/todos?page=" .. (counter % 9 + 1) .. "&size=10")
  elseif slot < 12 then
    return wrk.format("GET", "/todos", { Cookie = cookie })
  elseif slot < 14 then
    return wrk.format("GET", "/weather?city=Tokyo", { Cookie = cookie })
  elseif slot < 16 then
    return wrk.format("POST", "/api/todos", json, '{"title":"Added by the mix"}')
  elseif slot < 18 then
    local done = (counter % 40 < 20) and "true" or "false"
    return wrk.format("PATCH", "/api/todos/" .. id, json, '{"completed":' .. done .. '}')
  else
    return wrk.format("GET", "/api/todos/" .. id)
  end
end
