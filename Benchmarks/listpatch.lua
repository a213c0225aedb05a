-- Nine lists to one change: `GET /api/todos` nine times, then `PATCH /api/todos/ID` completing or
-- reopening one todo, over and over. The same load for Daybook and the tutorial's server (run.sh).
--
--   wrk -s listpatch.lua URL -- TODO_ID
local id
local counter = 0
local json = { ["Content-Type"] = "application/json" }

function init(args)
  id = args[1]
end

request = function()
  counter = counter + 1
  if counter % 10 == 0 then
    local done = (counter % 20 == 0) and "true" or "false"
    return wrk.format("PATCH", "/api/todos/" .. id, json, '{"completed":' .. done .. '}')
  end
  return wrk.format("GET", "/api/todos")
end
