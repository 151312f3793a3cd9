import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Two real Syncthing instances on this computer that keep two folders in step, and nothing else.
///
/// Each has its own home made by `syncthing generate`, whose `config.xml` is edited before the
/// first start so that nothing leaves 127.0.0.1: it listens on a loopback port, knows the other
/// device only at the other's loopback address, and has global and local discovery, relays, NAT
/// traversal, usage and crash reporting and upgrades off; its GUI/REST API is on 127.0.0.1 with an
/// API key of the test's. Both share one folder (`painlog`), watched with a 1 s delay, that keeps
/// conflict copies (Syncthing's default of 10; a folder written into the file needs it said). The test
/// drives them through the REST API (`/rest/db/scan`, `/rest/db/completion`, and
/// `/rest/system/pause` and `resume` to keep them apart for a while), and `stop()` ends
/// both (also when the pair goes away, so a failing test leaves nothing running).
final class SyncthingPair {
    /// One instance: its home, the folder it keeps, its device id and its ports.
    struct Instance {
        let name: String
        let home: String
        let folder: String
        let deviceID: String
        let listenPort: Int
        let guiPort: Int
    }

    static let folderID = "painlog"
    private static let apiKey = "painlog-test-" + UUID().uuidString.lowercased()

    let instances: [Instance]
    private let sandbox: PainlogSandbox
    private let syncthing: String
    private var running: [RunningProgram] = []
    /// What the instances wrote when they stopped, for failure messages.
    private(set) var logs: [String] = []

    /// Makes the homes and folders `<name>-home` and `<name>` in the sandbox for `names` (two).
    init(_ sandbox: PainlogSandbox, syncthing: String, names: [String] = ["laptop", "desktop"]) throws {
        precondition(names.count == 2, "a pair is two instances")
        self.sandbox = sandbox
        self.syncthing = syncthing
        var instances: [Instance] = []
        for name in names {
            let home = sandbox.path(name + "-home")
            let generate = try sandbox.startCommand(
                [syncthing, "generate", "--home=\(home)", "--no-default-folder"],
                environment: sandbox.painlogEnvironment(["STNOUPGRADE": "1"])
            ).wait()
            guard generate.status == 0,
                let line = (generate.stdout + generate.stderr).split(separator: "\n").first(where: {
                    $0.contains("Device ID:")
                }),
                let id = line.split(separator: " ").last
            else { throw HarnessError("syncthing generate failed\n\(generate)") }
            let folder = sandbox.path(name)
            try FileManager.default.createDirectory(
                atPath: folder + "/.stfolder", withIntermediateDirectories: true)
            instances.append(
                Instance(
                    name: name, home: home, folder: folder, deviceID: String(id), listenPort: try Self.freePort(),
                    guiPort: try Self.freePort()))
        }
        self.instances = instances
        for (index, instance) in instances.enumerated() {
            try configure(instance, other: instances[1 - index])
        }
    }

    deinit { stop() }

    /// A pair in `sandbox`, started and connected; skips the test, saying why, when Debian's
    /// `syncthing` is not installed.
    static func started(in sandbox: PainlogSandbox) async throws -> SyncthingPair {
        let syncthing = try SystemTools.require("syncthing", package: "syncthing")
        let pair = try SyncthingPair(sandbox, syncthing: syncthing)
        try await pair.start()
        return pair
    }

    /// Starts both instances and waits until they are connected to each other.
    func start() async throws {
        for instance in instances {
            running.append(
                try sandbox.startCommand(
                    [
                        syncthing, "serve", "--home=\(instance.home)", "--no-browser", "--no-restart",
                        "--skip-port-probing",
                    ], environment: sandbox.painlogEnvironment(["STNOUPGRADE": "1"])))
        }
        try await poll("the two instances to connect") {
            for (index, instance) in self.instances.enumerated() {
                let other = self.instances[1 - index]
                guard let answer = try? await self.get(instance, "/rest/system/connections"),
                    let connections = answer["connections"] as? [String: Any],
                    let link = connections[other.deviceID] as? [String: Any], link["connected"] as? Bool == true
                else { return false }
            }
            return true
        }
    }

    /// Ends both instances: SIGTERM (Syncthing shuts down cleanly), SIGKILL after 10 s.
    func stop() {
        for program in running {
            if program.isRunning { program.process.terminate() }
            if !waitUntil(limit: 10, { !program.isRunning }) { program.kill() }
            logs.append(program.wait().description)
        }
        running = []
    }

    /// Pauses (`connected` false) or resumes each instance's link to the other, and waits until
    /// the two are apart or connected again: while apart, each folder changes on its own, as on two
    /// computers off the network.
    func link(connected: Bool) async throws {
        for (index, instance) in instances.enumerated() {
            let other = instances[1 - index]
            _ = try await request(
                instance, "/rest/system/\(connected ? "resume" : "pause")?device=\(other.deviceID)", "POST")
        }
        try await poll(connected ? "the two instances to connect again" : "the two instances to part") {
            for (index, instance) in self.instances.enumerated() {
                let other = self.instances[1 - index]
                guard let answer = try? await self.get(instance, "/rest/system/connections"),
                    let connections = answer["connections"] as? [String: Any],
                    let link = connections[other.deviceID] as? [String: Any],
                    link["connected"] as? Bool == connected
                else { return false }
            }
            return true
        }
    }

    /// Has both instances scan their folder now, and waits until each has all the other has: both
    /// report the other complete and the painlog files in the two folders are byte for byte alike.
    func carry() async throws {
        for instance in instances { _ = try await request(instance, "/rest/db/scan?folder=\(Self.folderID)", "POST") }
        try await poll("the folders to be in step") {
            for (index, instance) in self.instances.enumerated() {
                let other = self.instances[1 - index]
                guard
                    let answer = try? await self.get(
                        instance, "/rest/db/completion?folder=\(Self.folderID)&device=\(other.deviceID)"),
                    (answer["completion"] as? NSNumber)?.doubleValue == 100,
                    (answer["needItems"] as? NSNumber)?.intValue == 0
                else { return false }
            }
            return self.files(self.instances[0]) == self.files(self.instances[1])
        }
    }

    /// The painlog files in `instance`'s folder, by name.
    func files(_ instance: Instance) -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: instance.folder)) ?? []
        var files: [String: Data] = [:]
        for name in names where name.hasPrefix("painlog-") {
            files[name] = FileManager.default.contents(atPath: instance.folder + "/" + name)
        }
        return files
    }

    /// Waits, polling every 0.1 s for at most 120 s, until `condition` holds; throws naming `what`
    /// (with both instances' output) when it never does.
    ///
    /// It sleeps and asks Syncthing without suspending (a blocking socket, `usleep`): with the whole
    /// suite running, the test runner's few cooperative threads are busy with other tests' waits, and
    /// a suspended poll was resumed too late to ever see the two connected.
    private func poll(_ what: String, _ condition: () async -> Bool) async throws {
        let end = Date().addingTimeInterval(120)
        while Date() < end {
            if await condition() { return }
            usleep(100_000)
        }
        stop()
        throw HarnessError("Syncthing: gave up waiting for \(what)\n" + logs.joined(separator: "\n"))
    }

    private func get(_ instance: Instance, _ path: String) async throws -> [String: Any] {
        let data = try await request(instance, path, "GET")
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw HarnessError("Syncthing \(path): not a JSON object")
        }
        return object
    }

    /// One REST call over a plain blocking HTTP/1.0 connection to 127.0.0.1 (see `poll` for why not
    /// URLSession): the body of a 200 answer.
    private func request(_ instance: Instance, _ path: String, _ method: String) async throws -> Data {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw HarnessError("Syncthing \(path): no socket") }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(instance.guiPort).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw HarnessError("Syncthing \(path): cannot connect") }
        let head = Array(
            "\(method) \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\nX-API-Key: \(Self.apiKey)\r\nContent-Length: 0\r\n\r\n"
                .utf8)
        var sent = 0
        while sent < head.count {
            let written = head[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
            guard written > 0 else { throw HarnessError("Syncthing \(path): send failed") }
            sent += written
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            answer += buffer[0..<count]
        }
        let text = String(decoding: answer, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n"), text.hasPrefix("HTTP/1.") else {
            throw HarnessError("Syncthing \(method) \(path): no HTTP answer")
        }
        let status = text.prefix(while: { $0 != "\r" })
        guard status.split(separator: " ").dropFirst().first == "200" else {
            throw HarnessError("Syncthing \(method) \(path): \(status)")
        }
        return Data(text[split.upperBound...].utf8)
    }

    /// Edits `instance`'s generated `config.xml` before its first start (see the type's comment).
    private func configure(_ instance: Instance, other: Instance) throws {
        let path = instance.home + "/config.xml"
        guard var config = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) })
        else { throw HarnessError("syncthing generate made no \(path)") }
        let options: [(String, String)] = [
            ("listenAddress", "tcp://127.0.0.1:\(instance.listenPort)"),
            ("globalAnnounceServer", ""), ("globalAnnounceEnabled", "false"), ("localAnnounceEnabled", "false"),
            ("relaysEnabled", "false"), ("natEnabled", "false"), ("crashReportingEnabled", "false"),
            ("announceLANAddresses", "false"), ("urAccepted", "-1"), ("autoUpgradeIntervalH", "0"),
            ("stunKeepaliveStartS", "0"), ("startBrowser", "false"), ("apikey", Self.apiKey),
            // Each dials the other at start; one that dials before the other listens retries after
            // this many seconds (60 by default).
            ("reconnectionIntervalS", "1"),
        ]
        for (element, value) in options {
            guard let open = config.range(of: "<\(element)>"),
                let close = config.range(of: "</\(element)>", range: open.upperBound..<config.endIndex)
            else { throw HarnessError("\(path) has no <\(element)>") }
            config.replaceSubrange(open.upperBound..<close.lowerBound, with: value)
        }
        guard let gui = config.range(of: "<gui "),
            let address = config.range(of: "<address>", range: gui.upperBound..<config.endIndex),
            let end = config.range(of: "</address>", range: address.upperBound..<config.endIndex)
        else { throw HarnessError("\(path) has no GUI address") }
        config.replaceSubrange(address.upperBound..<end.lowerBound, with: "127.0.0.1:\(instance.guiPort)")
        let shared = """
                <folder id="\(Self.folderID)" label="painlog" path="\(instance.folder)" type="sendreceive" \
            rescanIntervalS="3600" fsWatcherEnabled="true" fsWatcherDelayS="1">
                    <device id="\(instance.deviceID)"></device>
                    <device id="\(other.deviceID)"></device>
                    <maxConflicts>10</maxConflicts>
                </folder>
                <device id="\(other.deviceID)" name="\(other.name)" compression="metadata" introducer="false">
                    <address>tcp://127.0.0.1:\(other.listenPort)</address>
                </device>

            """
        guard let root = config.range(of: "<configuration "),
            let rootEnd = config.range(of: ">\n", range: root.upperBound..<config.endIndex)
        else { throw HarnessError("\(path) has no <configuration>") }
        config.insert(contentsOf: shared, at: rootEnd.upperBound)
        try Data(config.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A TCP port on 127.0.0.1 that nothing listens on now (the kernel's choice).
    private static func freePort() throws -> Int {
        #if canImport(Glibc)
            let socketType = Int32(SOCK_STREAM.rawValue)
        #else
            let socketType = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, socketType, 0)
        guard descriptor >= 0 else { throw HarnessError("socket failed") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard bound else { throw HarnessError("cannot bind a loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
