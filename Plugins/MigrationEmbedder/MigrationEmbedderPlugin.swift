import Foundation
import PackagePlugin

/// Embeds every `migrations/NNNN_name.sql` file of the package into the target as Swift source,
/// so the binary carries its schema and `migrations/` stays the one place it is written.
@main
struct MigrationEmbedderPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "migrations")
        let files = try FileManager.default
            .contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "sql" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrationFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) migration(s)",
                executable: try context.tool(named: "MigrationEmbedderTool").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }
}
