-- A small stand-in for the Garry's Mod functions crp_whitelist.lua uses, so the addon runs under
-- plain LuaJIT in tests: ConVars (values from the file named by CRP_CONVARS: "name value" lines),
-- http.Fetch (performed with `curl -s -i` through io.popen, answered on the next pump like the
-- game's own asynchronous calls), timers on a virtual clock, hooks, console commands, file.Read/Write
-- in the folder GMOD_DATA, util.TableToJSON/JSONToTable, MsgC/print.

SERVER, CLIENT = true, false
FCVAR_ARCHIVE, FCVAR_PROTECTED = 128, 32

local standin = { now = 0, pending = {}, fetches = {} }
_G.standin = standin

local function shellQuote(s)
  return "'" .. string.gsub(s, "'", "'\\''") .. "'"
end

-- ConVars ---------------------------------------------------------------------------------------
local configured = {}
do
  local path = os.getenv("CRP_CONVARS")
  local f = path and io.open(path, "r")
  if f then
    for line in f:lines() do
      local name, value = string.match(line, "^(%S+)%s+(.*)$")
      if name then configured[name] = value end
    end
    f:close()
  end
end

local convars = {}
local ConVar = {}
ConVar.__index = ConVar
function ConVar:GetString() return self.value end
function ConVar:GetInt() return math.floor(tonumber(self.value) or 0) end
function ConVar:GetFloat() return tonumber(self.value) or 0 end
function ConVar:GetBool() return (tonumber(self.value) or 0) ~= 0 end
function ConVar:SetString(v) self.value = tostring(v) end

function CreateConVar(name, default, flags, help)
  local cv = setmetatable({ name = name, value = configured[name] or tostring(default), flags = flags, help = help }, ConVar)
  convars[name] = cv
  return cv
end
function GetConVar(name) return convars[name] end
function standin.setConVar(name, value) convars[name]:SetString(value) end

-- Console ---------------------------------------------------------------------------------------
function Color(r, g, b, a) return { r = r, g = g, b = b, a = a or 255 } end
function MsgC(...)
  local out = {}
  for _, part in ipairs({ ... }) do
    if type(part) ~= "table" then out[#out + 1] = tostring(part) end
  end
  io.write(table.concat(out))
  io.flush()
end
function IsValid(x) return x ~= nil and x ~= NULL end

-- Hooks and console commands -------------------------------------------------------------------
local hooks = {}
hook = {}
function hook.Add(event, name, fn)
  hooks[event] = hooks[event] or {}
  hooks[event][name] = fn
end
function hook.Remove(event, name) if hooks[event] then hooks[event][name] = nil end end
function hook.Run(event, ...)
  for _, fn in pairs(hooks[event] or {}) do
    local a, b = fn(...)
    if a ~= nil then return a, b end
  end
end

local commands = {}
concommand = {}
function concommand.Add(name, fn) commands[name] = fn end
function standin.command(name, ...)
  commands[name](nil, name, { ... })
  standin.pump()
end

-- Timers on a virtual clock ---------------------------------------------------------------------
local timers = {}
timer = {}
function timer.Create(name, delay, reps, fn) timers[name] = { at = standin.now + delay, delay = delay, reps = reps, fn = fn } end
function timer.Simple(delay, fn) timers[{}] = { at = standin.now + delay, delay = delay, reps = 1, fn = fn } end
function timer.Remove(name) timers[name] = nil end
function timer.Exists(name) return timers[name] ~= nil end

-- Files in GMOD_DATA (garrysmod/data) -----------------------------------------------------------
local dataDir = os.getenv("GMOD_DATA") or "."
file = {}
function file.Read(name, path)
  assert(path == "DATA", "the stand-in reads only DATA")
  local f = io.open(dataDir .. "/" .. name, "r")
  if not f then return nil end
  local text = f:read("*a")
  f:close()
  return text
end
function file.Write(name, text)
  local f = io.open(dataDir .. "/" .. name, "w")
  if not f then return false end
  f:write(text)
  f:close()
end

-- JSON (enough for the site's answers: objects, arrays, strings, numbers, booleans, null) -------
util = {}
local function encode(v)
  local t = type(v)
  if t == "string" then
    return '"' .. string.gsub(v, '[%c"\\]', function(c) return string.format("\\u%04x", string.byte(c)) end) .. '"'
  elseif t == "number" or t == "boolean" then
    return tostring(v)
  elseif t == "table" then
    if #v > 0 or next(v) == nil then
      local parts = {}
      for _, x in ipairs(v) do parts[#parts + 1] = encode(x) end
      return "[" .. table.concat(parts, ",") .. "]"
    end
    local parts = {}
    for k, x in pairs(v) do parts[#parts + 1] = encode(tostring(k)) .. ":" .. encode(x) end
    return "{" .. table.concat(parts, ",") .. "}"
  end
  return "null"
end
util.TableToJSON = encode

function util.JSONToTable(text)
  local pos = 1
  local function ws() pos = string.find(text, "[^ \t\r\n]", pos) or #text + 1 end
  local value
  local function str()
    local out = {}
    pos = pos + 1
    while true do
      local c = string.sub(text, pos, pos)
      if c == "" then error("unterminated string") end
      if c == '"' then pos = pos + 1 break end
      if c == "\\" then
        local e = string.sub(text, pos + 1, pos + 1)
        if e == "u" then
          out[#out + 1] = string.char(tonumber(string.sub(text, pos + 2, pos + 5), 16) % 256)
          pos = pos + 6
        else
          out[#out + 1] = ({ n = "\n", t = "\t", r = "\r", b = "\b", f = "\f" })[e] or e
          pos = pos + 2
        end
      else
        out[#out + 1] = c
        pos = pos + 1
      end
    end
    return table.concat(out)
  end
  function value()
    ws()
    local c = string.sub(text, pos, pos)
    if c == "{" then
      local obj = {}
      pos = pos + 1
      ws()
      if string.sub(text, pos, pos) == "}" then pos = pos + 1 return obj end
      while true do
        ws()
        local k = str()
        ws()
        pos = pos + 1 -- :
        obj[k] = value()
        ws()
        local d = string.sub(text, pos, pos)
        pos = pos + 1
        if d == "}" then return obj end
      end
    elseif c == "[" then
      local arr = {}
      pos = pos + 1
      ws()
      if string.sub(text, pos, pos) == "]" then pos = pos + 1 return arr end
      while true do
        arr[#arr + 1] = value()
        ws()
        local d = string.sub(text, pos, pos)
        pos = pos + 1
        if d == "]" then return arr end
      end
    elseif c == '"' then
      return str()
    elseif string.sub(text, pos, pos + 3) == "true" then pos = pos + 4 return true
    elseif string.sub(text, pos, pos + 4) == "false" then pos = pos + 5 return false
    elseif string.sub(text, pos, pos + 3) == "null" then pos = pos + 4 return nil
    end
    local num = string.match(text, "^-?%d+%.?%d*[eE]?[-+]?%d*", pos)
    if not num or num == "" then error("unexpected " .. c) end
    pos = pos + #num
    return tonumber(num)
  end
  local ok, result = pcall(value)
  return ok and result or nil
end

-- http.Fetch through curl -----------------------------------------------------------------------
http = {}
function http.Fetch(url, onSuccess, onFailure, headers)
  local args = { "curl -s -i --max-time 5" }
  for k, v in pairs(headers or {}) do args[#args + 1] = "-H " .. shellQuote(k .. ": " .. v) end
  args[#args + 1] = shellQuote(url)
  local pipe = io.popen(table.concat(args, " ") .. " 2>/dev/null")
  local raw = pipe:read("*a")
  pipe:close()
  local record = { url = url, headers = headers or {} }
  standin.fetches[#standin.fetches + 1] = record
  local head, body = string.match(raw, "^(.-)\r?\n\r?\n(.*)$")
  local code = head and tonumber(string.match(head, "^HTTP/[%d.]+ (%d+)"))
  if not code then
    record.code = "failed"
    standin.pending[#standin.pending + 1] = function() onFailure("unsuccessful") end
    return
  end
  local respHeaders = {}
  for line in string.gmatch(head, "[^\r\n]+") do
    local k, v = string.match(line, "^([^:]+):%s*(.*)$")
    if k then respHeaders[k] = v end
  end
  record.code = code
  standin.pending[#standin.pending + 1] = function() onSuccess(body, #body, respHeaders, code) end
end

-- Driving the stand-in from a scenario ----------------------------------------------------------

-- Runs answered fetches and due timers until nothing is left to do at this virtual time.
function standin.pump()
  for _ = 1, 100 do
    local work = false
    while #standin.pending > 0 do
      table.remove(standin.pending, 1)()
      work = true
    end
    for name, t in pairs(timers) do
      if t.at <= standin.now then
        if t.reps == 1 then timers[name] = nil else t.at = standin.now + t.delay end
        t.fn()
        work = true
      end
    end
    if not work then return end
  end
end

function standin.advance(seconds)
  standin.now = standin.now + seconds
  standin.pump()
end

-- Starts the server: loads the addon, then the game's InitPostEntity.
function standin.boot(addonPath)
  dofile(addonPath)
  hook.Run("InitPostEntity")
  standin.pump()
end

-- What the CheckPassword hook answers for a player: "allow" or the refusal message.
function standin.check(steamId64)
  local result, message = hook.Run("CheckPassword", steamId64, "203.0.113.5:27005", "", "", "Player " .. steamId64)
  if result == false then return "refuse:" .. tostring(message) end
  return "allow"
end

-- One line the Node test reads: RESULT <name> <value>.
function standin.result(name, value)
  io.write("RESULT " .. name .. " " .. tostring(value) .. "\n")
  io.flush()
end

return standin
